// The few parts of noVNC's RFB (1.7, ES modules, no types of its own) the console uses.
declare module '@novnc/novnc' {
  export default class RFB extends EventTarget {
    constructor(
      target: HTMLElement,
      urlOrChannel: string | WebSocket,
      options?: { shared?: boolean; credentials?: { password?: string }; wsProtocols?: string[] },
    );
    scaleViewport: boolean;
    resizeSession: boolean;
    background: string;
    viewOnly: boolean;
    sendCredentials(credentials: { password?: string; username?: string }): void;
    sendCtrlAltDel(): void;
    sendKey(keysym: number, code: string | null, down?: boolean): void;
    disconnect(): void;
    focus(): void;
  }
}
