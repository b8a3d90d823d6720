package weaviate

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMisc_connection_error(t *testing.T) {
	t.Run("ready", func(t *testing.T) {
		cfg := Config{
			Host:   "localhorst",
			Scheme: "http",
		}

		client := New(cfg)
		isReady, err := client.Ready(context.Background())

		require.NotNil(t, err)
		assert.False(t, isReady)
		// Source: github.com/weaviate/weaviate-go-client/test/misc/misc_test.go:78 (syntax: an error message the test expects, which quotes the URL of a request to a host that is not there; prose, not a URI, rule 4)
		assert.Contains(t, err.Error(), "status code: -1, error: check the DerivedFromError field for more information: Get \"http://localhorst/v1/.well-known/ready\": dial tcp: lookup localhorst") // lookalike
	})
}
