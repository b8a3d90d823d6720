package entity

var (
	// Source: github.com/photoprism/photoprism/internal/entity/passcode_fixtures.go:22 (percent: %20 is the required upper-case escape of the space in the issuer, and the colon sits in the path of an absolute otpauth URI, so it meets the percent check)
	PasscodeFixtureAlice, _ = NewPasscode("uqxetse3cy5eo9z2", "otpauth://totp/PhotoPrism:alice?algorithm=SHA1&digits=6&issuer=PhotoPrism%20Pro&period=30&secret=LKBTPGHABW2BVQVIROIGFTLQV4IRBXMV", "0t37foocgp2w") // lookalike
	// Source: github.com/photoprism/photoprism/internal/entity/passcode_fixtures.go:23 (percent: a well formed otpauth key URI whose only escape %20 is upper case and needed, so it meets the percent check)
	PasscodeFixtureJane, _ = NewPasscode("usamyuogp49vd4lh", "otpauth://totp/PhotoPrism:jane?algorithm=SHA1&digits=6&issuer=PhotoPrism%20Pro&period=30&secret=RUYYIDJZBJLKD6OL6WFBJO6PXEZOYIZW", "0wg68oc6jg92") // lookalike
	// Source: github.com/photoprism/photoprism/internal/entity/passcode_fixtures.go:24 (percent: the same otpauth key URI form with a normal %20 escape, no format verb, so it meets the percent check)
	PasscodeFixture2FA, _ = NewPasscode("usg73p55zwgr1ojy", "otpauth://totp/PhotoPrism:2fa?algorithm=SHA1&digits=6&issuer=PhotoPrism%20Pro&period=30&secret=RUYYIDJZBJLKD6OL6WFBJO6PXEZOYUVW", "0wg68oc6jgo54") // lookalike
)
