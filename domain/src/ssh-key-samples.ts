/** Sample OpenSSH public keys (made with ssh-keygen for the tests, mocks, stories and e2e; their private halves were thrown away) and their fingerprints as `ssh-keygen -l` prints them. */
export const SAMPLE_SSH_KEYS = {
  ed25519: {
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAy7dl7ot1VMzTZKPfxPaWv5vll4sdUhyEiH/V3sMe+E me@host:x+y',
    fingerprint: 'SHA256:Z/qYzT7aWxpilhykE9EIEIy97dshQOlfkoaptt3S3gs',
  },
  ecdsa256: {
    line: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBKOdhiI/8QhYnnnzIwPNvdVB0Jbwd0dpYk7IypeHiqWdCiENoNHZcbh07sJ/HNXu6a/MSY0rmTDI29lie0HnlJ4= me@host:x+y',
    fingerprint: 'SHA256:GLLYRVxgeU40ise3mMM0jgvu0o5F6eoOqFfRt8L3oAs',
  },
  ecdsa384: {
    line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBL0G9CxdjkjBVaQYjh/ohlLSWn2GiYvxkWNIjkhTmrtgIEzy+wiaDe8J35Xq4GgLTtPSi40EBRN4dY0ZaXTaWz7uMJlScjzVqzIRxSwgVN5RTvGocz/SSV2uecjx//GLtg== me@host:x+y',
    fingerprint: 'SHA256:rrYoGMxHH73ZsQiVqbhV6rqAmaXMgAEd0yhO6S+J8oQ',
  },
  ecdsa521: {
    line: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAH7HU4jpHgtfAiINmiLxdEjVjcwTzt8OxE7tTdx9o/iZlIxDBiEHPjjg/llVwRDZcpt8v3+/OHO+OjsO9XEX3feqQCEg9wZPU+oLu0w47R57Y8F1Zl4sKphm6CGlL4QNsWITtHWZSpr5ge73qjuQZjMUnKtExe3Aa600JAgjD1Ms2Hdtw== me@host:x+y',
    fingerprint: 'SHA256:ZH4Cu4lEmuPwlBbbDfck/jh6YwZCk1f3KjoFHl4Un1g',
  },
  rsa2048: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC4Aec7m6BQ6oHhE1soMtHGT2iK9eIZAwde+puIWKBSMg3P76pqLDLSiMclAKwvi+HpXlOCQy692/Mp4u/69zkwTNfsCNCpV6gIi2m5rduOhfLoaPS7ERt50UzBo+t73H3ZdI3PY0pv2nS+6iKoWjIf3RRegffJdxIz4tUe4QbZh7rZYr3ZwWTgYHRkLGs/4Wvn5OEW05BGyFgE6vDCkSOm/45wFXWL/rT2kDUEnwscjfrfc276EHvUn+8RA9re63ErFYQLeC6/D/J4xuuS7JXqBW62E/KQlJs9zTpJOp1oOy80SMNWlDsdwWJWWAe6D+LQckKPkolS+y2NFukb9b2j me@host:x+y',
    fingerprint: 'SHA256:33sCsIkuHCHLf49ZHP3DSKC4VDAdHDivkYtmXI47HSo',
  },
  rsa1024: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQC+f3ldYSi2DrWP1LOhSvSYunA/OaXIKuscdkqQ2AfDctda4S8YPL44kgol0S5a6gTqDCS0GWHm2+5bG/B4MH68j1hNkxqloWjNiC7xkeEtiyU7HMGrksr81UdoR7TQxXZ7Q6xWRJo/ZLlmIjTW4mYfMyCssBQgvLlsSr7OMQRMMQ== me@host:x+y',
    fingerprint: 'SHA256:bJ8wASFNZJfpsaiKlrp187JFCW3u549XzPRWDbvly0U',
  },
  second: {
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAWAJAid3gisHw2vYafurEf2/ci9aajY/vchnQsZ5egH second',
    fingerprint: 'SHA256:loJKo+019i82UpZbCaM+IzEgpQvdjM/cU4DT6IPKeJw',
  },
} as const;

/** What a private key pasted by mistake looks like (made up: it is no key at all). */
export const SAMPLE_PRIVATE_KEY_PASTE =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n';
