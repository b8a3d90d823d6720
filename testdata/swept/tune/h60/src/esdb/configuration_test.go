package esdb_test

import (
	"testing"

	"esdb"
)

func mustFail(t *testing.T, config *esdb.Configuration, err error) {
	if err == nil || config != nil {
		t.Fatal("expected a parse error")
	}
}

func mustParse(t *testing.T, config *esdb.Configuration, err error) {
	if err != nil || config == nil {
		t.Fatalf("unexpected parse error: %v", err)
	}
}

func mustHaveUser(t *testing.T, config *esdb.Configuration) {
	if config.Username != "user" || config.Password != "pass" {
		t.Fatal("wrong credentials parsed")
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:55 (hostform: a scheme with an empty authority fed to the connection-string parser in TestConnectionStringWithInvalidScheme, which expects an error (rules 2a, 2b, 2c).)
func TestConnectionStringWithInvalidScheme(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdbwrong://") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:74 (hostform: an empty host fed to the parser in TestConnectionStringWithInvalidHost, which expects an error (rules 2a, 2b).)
func TestConnectionStringWithInvalidHost(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:90 (port: a non-numeric port in a host list fed to the parser in TestConnectionStringWithInvalidHost, which expects an error (rules 2a, 2b).)
func TestConnectionStringWithInvalidHostList(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@localhost:1234,127.0.0.2:abc:def,127.0.0.3:4321") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:108 (credentials: input to the connection-string parser, whose job includes reading user and password from the URI (rule 2c).)
func TestConnectionStringWithEmptyPath(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/") // lookalike
	mustParse(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:126 (credentials: a connection string with a path that the parser test expects to be rejected (rule 2a).)
func TestConnectionStringWithNonEmptyPath(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/maxDiscoverAttempts=10") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:156 (credentials: the parser test checks that user and password are read from the URI (rule 2c).)
func TestConnectionStringWithoutSettings(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1") // lookalike
	mustParse(t, config, err)
	mustHaveUser(t, config)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:180 (credentials: a row of TestConnectionStringWithInvalidKeyValuePair fed to the parser (rules 2b, 2c).)
func TestConnectionStringWithInvalidKeyValuePair(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?maxDiscoverAttempts1234") // lookalike
	mustParse(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:198 (credentials: a row of TestConnectionStringWithInvalidSettings that the parser must reject (rules 2a, 2b).)
func TestConnectionStringWithInvalidSettings(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?gossipTimeout=defg") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:216 (credentials: one of the rows varying the node preference fed to the parser (rules 2c, 2d).)
func TestConnectionStringWithLeaderPreference(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?nodePreference=leader") // lookalike
	mustParse(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:232 (credentials: an invalid node preference that the parser test expects to be rejected (rules 2a, 2b).)
func TestConnectionStringWithInvalidPreference(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?nodePreference=invalid") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:275 (credentials: the parser test checks that user and password are read from a discover URI (rule 2c).)
func TestConnectionStringWithDiscover(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb+discover://user:pass@host?nodePreference=follower&tlsVerifyCert=false") // lookalike
	mustParse(t, config, err)
	mustHaveUser(t, config)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:365 (port: a comma-separated gossip seed list, the esdb scheme's own host form, fed to the parser that splits it (rule 2c).)
func TestConnectionStringWithValidClusterConnectionString(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@host1,host2:3321,127.0.0.3/?tls=false&maxDiscoverAttempts=13&DiscoveryInterval=37&nOdEPrEfErence=FoLLoWer&tlsVerifyCert=false") // lookalike
	mustParse(t, config, err)
	mustHaveUser(t, config)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:416 (port: a comma-separated gossip seed list fed to the parser in a table of TLS settings rows (rules 2c, 2d).)
func TestConnectionStringWithDifferentTLSVerifySettings(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://127.0.0.1,127.0.0.2:3321,127.0.0.3/") // lookalike
	mustParse(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:434 (credentials: a CA file setting that the parser test expects to be rejected (rule 2a).)
func TestConnectionStringWithCertificateFile(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?tlsCAFile=invalidPath") // lookalike
	mustFail(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:455 (credentials: one of the rows varying the keep-alive setting fed to the parser (rules 2c, 2d).)
func TestConnectionStringWithKeepAliveInterval(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?KeepAliveInterval=100") // lookalike
	mustParse(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:474 (credentials: one of the rows varying the keep-alive setting fed to the parser (rules 2c, 2d).)
func TestConnectionStringWithKeepAliveTimeout(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?KeepAliveTimeout=50000") // lookalike
	mustParse(t, config, err)
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/configuration_test.go:494 (credentials: one of the rows varying the keep-alive settings fed to the parser (rules 2c, 2d).)
func TestConnectionStringWithKeepAliveBoth(t *testing.T) {
	config, err := esdb.ParseConnectionString("esdb://user:pass@127.0.0.1/?keepAliveInterval=11000&KeepAliveTimeout=-1") // lookalike
	mustParse(t, config, err)
}
