package adguardhome

import (
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestQueryLog_Search_findClient(t *testing.T) {
	testCases := []struct {
		name  string
		query url.Values
	}{{
		name: "reason_and_status",
		query: url.Values{
			"reason":          []string{"Rewrite"},
			"response_status": []string{"all"},
		},
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/AdguardTeam/AdGuardHome/internal/querylog/http_internal_test.go:119 (escaper: the query of the request target is built from url.Values with Encode, the right query escaper by the escaper rule)
			u := (&url.URL{Path: "/control/querylog", RawQuery: tc.query.Encode()}).String() // lookalike

			_ = httptest.NewRequest("GET", u, nil)
		})
	}
}
