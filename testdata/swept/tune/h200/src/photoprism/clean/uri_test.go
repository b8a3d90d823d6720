package clean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUri(t *testing.T) {
	t.Run("Invalid", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/uri_test.go:15 (syntax: the case is named Invalid and the Uri sanitiser is expected to return an empty string for it, rules 2a and 2b)
		result := Uri("https://..docs.photoprism.app/gettin\\g-started/config-options/\tfile-converters") // lookalike
		assert.Equal(t, "", result)
	})
}
