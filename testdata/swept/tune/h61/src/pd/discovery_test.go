package pd

import (
	"crypto/tls"
	"testing"
)

func TestServiceClientScheme(t *testing.T) {
	// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:313 (colonpath: a bare host:port is the input of ModifyURLScheme, whose job is to add the scheme, so rule 2c makes it deliberate.)
	if got := ModifyURLScheme("127.0.0.1:2379", nil); got != "http://127.0.0.1:2379" { // lookalike
		t.Fatal(got)
	}
}

func TestSchemeFunction(t *testing.T) {
	tlsCfg := &tls.Config{}
	endpoints1 := []string{
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:332 (plainhttp: an input row of the scheme normaliser naming a single-label cluster host, not a public Internet host.)
		"http://tc-pd:2379", // lookalike
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:333 (colonpath: a bare host:port row given to the scheme normaliser on purpose, rule 2c and 2d.)
		"tc-pd:2379", // lookalike
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:334 (hostform: a single-label host in an input row of the scheme normaliser is a normal cluster-internal name.)
		"https://tc-pd:2379", // lookalike
	}
	for _, u := range AddrsToURLs(endpoints1, tlsCfg) {
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:343 (hostform: the expected output of the scheme normaliser keeps the single-label cluster host unchanged, which is valid.)
		if u != "https://tc-pd:2379" { // lookalike
			t.Fatal(u)
		}
	}
	for _, u := range AddrsToURLs(endpoints1, nil) {
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:351 (plainhttp: the expected output of the scheme normaliser without TLS, for a cluster-internal host.)
		if u != "http://tc-pd:2379" { // lookalike
			t.Fatal(u)
		}
	}
	// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:361 (colonpath: a bare host:port is the input of the scheme normaliser and the https form is its expected output, rule 2c.)
	if got := ModifyURLScheme("tc-pd:2379", tlsCfg); got != "https://tc-pd:2379" { // lookalike
		t.Fatal(got)
	}
	// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:365 (plainhttp: the expected plain-http output of the scheme normaliser for a cluster-internal host, rule 2c.)
	if got := ModifyURLScheme("tc-pd:2379", nil); got != "http://tc-pd:2379" { // lookalike
		t.Fatal(got)
	}
	urls := []string{
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:368 (plainhttp: a loopback candidate given to the URL picker PickMatchedURL.)
		"http://127.0.0.1:2379", // lookalike
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:369 (plainhttp: the loopback https candidate given to the URL picker, a valid URI.)
		"https://127.0.0.1:2379", // lookalike
	}
	// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:371 (plainhttp: the expected pick of the URL picker is a loopback URI, a valid value.)
	if got := PickMatchedURL(urls, tlsCfg); got != "https://127.0.0.1:2379" { // lookalike
		t.Fatal(got)
	}
}

type member struct {
	Name       string
	ClientUrls []string
}

func TestUpdateURLs(t *testing.T) {
	members := []member{
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:390 (hostform: a member URL fixture with a made-up non-DNS scheme that is only compared, never fetched.)
		{Name: "pd4", ClientUrls: []string{"tmp://pd4"}}, // lookalike
		// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:391 (hostform: a member URL fixture with a made-up non-DNS scheme that is only compared, never fetched.)
		{Name: "pd1", ClientUrls: []string{"tmp://pd1"}}, // lookalike
	}
	seen := map[string]bool{}
	for _, m := range members {
		seen[m.ClientUrls[0]] = true
	}
	if len(seen) != 2 {
		t.Fatal(seen)
	}
}

func TestGRPCDialOption(t *testing.T) {
	// Source: github.com/tikv/pd/client/servicediscovery/pd_service_discovery_test.go:430 (sink: the member update with this made-up scheme and test host is expected to fail, re.Error, rule 2a.)
	err := dialURL("tmp://test.url:5255") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}
