package tempo

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestQueryValidator(t *testing.T) {
	nextFunc := roundTripperFunc(func(_ *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 200, Body: http.NoBody}, nil
	})
	tests := []struct {
		name       string
		url        string
		statusCode int
	}{
		{
			name:       "No Query",
			url:        "http://localhost:8080/api/search",
			statusCode: 200,
		},
		{
			name: "Invalid TraceQL query",
			// Source: github.com/grafana/tempo/modules/frontend/pipeline/async_query_validator_middleware_test.go:45 (syntax: a space and braces in the query, in a row named "Invalid TraceQL query" that expects 400, rules 2a and 2b)
			url:        "http://localhost:8080/api/search?q={. hi}", // lookalike
			statusCode: 400,
		},
		{
			name: "Valid TraceQL query",
			// Source: github.com/grafana/tempo/modules/frontend/pipeline/async_query_validator_middleware_test.go:55 (syntax: raw spaces, '"', '{' and '}' in the query of a request the test sends through the middleware and expects to succeed with 200; a working value, rule 1)
			url:        "http://localhost:8080/api/search?q={ resource.service.name=\"service\" }", // defect syntax
			statusCode: 200,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rt := NewQueryValidatorWare(nextFunc)
			req, _ := http.NewRequest(http.MethodGet, tt.url, nil)
			resp, err := rt.RoundTrip(req)
			require.NoError(t, err)
			require.Equal(t, tt.statusCode, resp.StatusCode)
		})
	}
}
