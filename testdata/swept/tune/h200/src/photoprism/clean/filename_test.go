package clean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFileName(t *testing.T) {
	t.Run("Replace", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/filename_test.go:35 (syntax: a log4j payload given to the FileName sanitiser, which must reject it, rules 2a and 2c; uniform sample 2 of 15)
		assert.Equal(t, "", FileName("${https://<host>:<port>/<path>}")) // lookalike
	})
}
