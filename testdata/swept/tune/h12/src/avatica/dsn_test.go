package avatica

import "testing"

func TestParseDSN(t *testing.T) {
	// Source: github.com/apache/calcite-avatica-go/dsn_test.go:28 (credentials: the Avatica user and password are query parameters, not a userinfo, and the DSN is input of the package's parser)
	config, err := ParseDSN("http://localhost:8765/myschema?maxRowsTotal=1&frameMaxSize=1&location=Australia/Melbourne&transactionIsolation=8&authentication=BASIC&avaticaUser=someuser&avaticaPassword=somepassword") // lookalike
	if err != nil {
		t.Fatalf("Unexpected error: %s", err)
	}
	if config.endpoint != "http://localhost:8765/myschema" {
		t.Errorf("Expected endpoint to be %s, got %s", "http://localhost:8765/myschema", config.endpoint)
	}
}

func TestBadInput(t *testing.T) {
	// Source: github.com/apache/calcite-avatica-go/dsn_test.go:242 (syntax: an unknown location the test expects the parser to reject, rule 2a)
	_, err := ParseDSN("http://localhost:8765?location=asdfasdf") // lookalike
	if err == nil {
		t.Fatal("Expected error due to invalid location, but did not receive any.")
	}
}

func TestInvalidAuthentication(t *testing.T) {
	// Source: github.com/apache/calcite-avatica-go/dsn_test.go:315 (credentials: an '@' inside a Kerberos principal in the query, no userinfo)
	_, err := ParseDSN("http://localhost:8765?authentication=SPNEGO&principal=test/test@realm&krb5Conf=/path/to/krb5.conf") // lookalike
	if err == nil {
		t.Fatal("Expected error due to invalid SPNEGO config, but did not receive any.")
	}
}
