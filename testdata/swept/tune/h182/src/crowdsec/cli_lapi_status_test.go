package crowdsec

import "testing"

func TestPrepareAPIURL_NoProtocol(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clilapi/status_test.go:13 (sink: a bare host:port is the input of the normaliser whose job is to add the missing scheme, rule 2c)
	url, err := prepareAPIURL(nil, "localhost:81") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if url.String() != "http://localhost:81/" {
		t.Errorf("got %s", url)
	}
}

func TestPrepareAPIURL_Empty_ConfigOverride(t *testing.T) {
	url, err := prepareAPIURL(&LocalApiClientCfg{
		Credentials: &ApiCredentialsCfg{
			// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clilapi/status_test.go:44 (sink: a bare host:port in config is the input of the normaliser that adds the scheme, rule 2c)
			URL: "localhost:80", // lookalike
		},
	}, "")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clilapi/status_test.go:48 (port: expected value of URL-building code spells out the default port 80 of http; prepareAPIURL only adds scheme and slash and does not handle ports, so rule 1 holds it)
	if url.String() != "http://localhost:80/" { // defect port form
		t.Errorf("got %s", url)
	}
}
