package clean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestASCII(t *testing.T) {
	t.Run("EmojiURL", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/ascii_test.go:19 (syntax: input to the ASCII sanitiser, the space and emoji are put in on purpose to be stripped, rule 2c)
		result := ASCII("https://docs.photoprism.app/getting-started 👍/config-options/#file-converters") // lookalike
		// Source: github.com/photoprism/photoprism/pkg/clean/ascii_test.go:20 (syntax: expected output of the ASCII sanitiser, which drops the emoji and keeps the space, rule 2c)
		assert.Equal(t, "https://docs.photoprism.app/getting-started /config-options/#file-converters", result) // lookalike
	})
}

func BenchmarkASCII(b *testing.B) {
	for n := 0; n < b.N; n++ {
		// Source: github.com/photoprism/photoprism/pkg/clean/ascii_test.go:30 (syntax: benchmark input to the ASCII sanitiser with a deliberate emoji and space, rule 2c)
		ASCII("https://docs.photoprism.app/getting-started 👍/config-options/#file-converters") // lookalike
	}
}
