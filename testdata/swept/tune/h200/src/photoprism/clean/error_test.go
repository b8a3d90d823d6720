package clean

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLogError(t *testing.T) {
	t.Run("Invalid", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/clean/error_test.go:24 (syntax: expected output of the Error sanitiser for a log4j payload, in a case named Invalid, rules 2b and 2c; uniform sample 1 of 15 log4j payload literals)
		assert.Equal(t, "??https://?host?:?port?/?path??", Error(errors.New("${https://<host>:<port>/<path>}"))) // lookalike
	})
}
