package clean

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUserPath(t *testing.T) {
	t.Run("Replace", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/path_test.go:77 (syntax: a log4j payload the UserPath sanitiser must reject, rules 2a and 2c; uniform sample 5 of 15)
		assert.Equal(t, "", UserPath("${https://<host>:<port>/<path>}")) // lookalike
	})
}
