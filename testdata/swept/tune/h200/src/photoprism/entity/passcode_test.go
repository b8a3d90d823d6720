package entity

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPasscode_Delete(t *testing.T) {
	t.Run("UidNotSet", func(t *testing.T) {
		m := &Passcode{
			UID: "",
			// Source: github.com/photoprism/photoprism/internal/entity/passcode_test.go:128 (percent: an otpauth key URI with a normal upper-case %20 escape; the expected error concerns the missing UID, so by rule 1 it meets the non-test percent rules)
			KeyURL:       "otpauth://totp/PhotoPrism:bob?algorithm=SHA1&digits=6&issuer=PhotoPrism%20Pro&period=30", // lookalike
			RecoveryCode: "123",
		}

		err := m.Delete()

		assert.Error(t, err)
	})
}
