package presto

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDoesNotRetryOnContextCancellation(t *testing.T) {
	// port 1 is never open
	// Source: github.com/prestodb/presto-go-client/client_test.go:416 (port: port 1 is in range; the test wants a port where nothing listens)
	c, _ := NewClient("http://127.0.0.1:1") // lookalike
	s := c.NewSession()
	_, err := s.NewRequest("GET", "/", nil)
	require.NoError(t, err)
}
