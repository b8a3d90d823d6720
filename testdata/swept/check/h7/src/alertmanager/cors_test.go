package alertmanager

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/prometheus/alertmanager/api"
)

func TestCORS(t *testing.T) {
	const allowed = "https://a.example.com"
	// Source: github.com/prometheus/alertmanager/test/e2e/cors_test.go:29 (syntax: backslashes in the host, but the string is the origin regexp NewCORSHandler matches Origin headers against, no URI)
	corsHandler, err := api.NewCORSHandler(`https://a\.example\.com`) // lookalike
	require.NoError(t, err)
	_ = corsHandler
	_ = allowed
}
