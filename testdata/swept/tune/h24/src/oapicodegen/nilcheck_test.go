package oapicodegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNilCheck(t *testing.T) {
	t.Run("adds the user_ids[] parameter if an explicitly initialised empty array", func(t *testing.T) {
		params := GetQueryParams{
			UserIds: []int{},
		}

		req, err := NewGetQueryRequest("https://localhost", &params)
		require.NoError(t, err)

		// Source: github.com/oapi-codegen/oapi-codegen/internal/test/parameters/nilcheck/nilcheck_test.go:95 (percent: the expected URL encodes '[' and ']' of the key as %5B%5D, uppercase and reserved characters, canonical)
		assert.Equal(t, "https://localhost/query?user_ids%5B%5D=", req.URL.String()) // lookalike
	})
}
