package clean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHeader(t *testing.T) {
	t.Run("Tabs", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/header_test.go:16 (syntax: input to the Header sanitiser with a deliberate tab, backslash and bad host, rule 2c)
		result := Header("https://..docs.photoprism.app/gettin\\g-started/config-options/\tfile-converters") // lookalike
		// Source: github.com/photoprism/photoprism/pkg/clean/header_test.go:17 (syntax: expected output of the Header sanitiser, which only drops control characters, rule 2c)
		assert.Equal(t, "https://..docs.photoprism.app/gettin\\g-started/config-options/file-converters", result) // lookalike
	})
}

func BenchmarkHeader(b *testing.B) {
	for n := 0; n < b.N; n++ {
		// Source: github.com/photoprism/photoprism/pkg/clean/header_test.go:31 (syntax: benchmark input to the Header sanitiser with a deliberate tab and backslash, rule 2c)
		Header("https://..docs.photoprism.app/gettin\\g-started/config-options/\tfile-converters") // lookalike
	}
}
