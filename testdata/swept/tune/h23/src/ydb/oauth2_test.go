package ydb

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

type errorTokenSource struct{}

var errTokenSource = errors.New("test error")

func (s *errorTokenSource) Token() (string, error) {
	return "", errTokenSource
}

func TestErrorInSourceToken(t *testing.T) {
	// Create
	_, err := NewOauth2TokenExchangeCredentials(
		// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/credentials/oauth2_test.go:374 (sink: "http:trololo" lacks "//", but the statement after the call expects the creation to fail, rule 2a)
		WithTokenEndpoint("http:trololo"), // lookalike
		WithRSAPrivateKeyPEMContent([]byte("invalid")),
	)
	require.ErrorIs(t, err, errCouldNotCreateTokenSource)

	// Use
	client, err := NewOauth2TokenExchangeCredentials(
		// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/credentials/oauth2_test.go:423 (sink: "http:trololo" lacks "//" after http, in credentials the test builds and expects to be created (NoError); the error it expects later comes from the actor token, not from the endpoint, rule 1)
		WithTokenEndpoint("http:trololo"), // defect sink
		WithGrantType("grant_type"),
		WithRequestTimeout(time.Second),
		WithResource("res", "res2"),
		WithFixedSubjectToken("t", "tt"),
		WithActorToken(&errorTokenSource{}),
	)
	require.NoError(t, err)

	token, err := client.Token(context.Background())
	require.ErrorIs(t, err, errTokenSource)
	require.Equal(t, "", token)
}

func TestErrorInHTTPRequest(t *testing.T) {
	client, err := NewOauth2TokenExchangeCredentials(
		// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/credentials/oauth2_test.go:458 (syntax: a host the value itself calls invalid, in a test of a failing HTTP request, rules 2a and 2b)
		WithTokenEndpoint("http://invalid_host:42/exchange"), // lookalike
		WithFixedSubjectToken("t", "tt"),
	)
	require.NoError(t, err)

	token, err := client.Token(context.Background())
	if !errors.Is(err, context.DeadlineExceeded) {
		require.ErrorIs(t, err, errCouldNotExchangeToken)
	}
	require.Equal(t, "", token)
}
