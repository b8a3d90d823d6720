package intests

import "testing"

// A DSN the parser takes apart in a case named for its special
// characters means them; a case named otherwise uses the DSN.
func TestParseDSN(t *testing.T) {
	t.Run("special chars", func(t *testing.T) {
		_ = WithDSN("mysql://app:12!@34@db.example.com/app")
	})
	t.Run("plain", func(t *testing.T) {
		_ = WithDSN("mysql://app:56!@78@db.example.com/app") // want `does not match URI-reference`
	})
}
