package goora

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
)

// BuildUrl writes a connection URL for a server, port and service.
func BuildUrl(server string, port int, service, user, password string, options map[string]string) string {
	// Source: github.com/sijms/go-ora/connection_string.go:125 (escaper: user and password escaped with url.PathEscape in the userinfo, where the check looks at no escaper; Go's parser splits at the last '@')
	ret := fmt.Sprintf("oracle://%s:%s@%s/%s", url.PathEscape(user), url.PathEscape(password), // lookalike
		net.JoinHostPort(server, strconv.Itoa(port)), url.PathEscape(service))
	if len(options) > 0 {
		q := url.Values{}
		for k, v := range options {
			q.Set(k, v)
		}
		ret += "?" + q.Encode()
	}
	return ret
}

func helloOraWallet() error {
	if len(os.Args) < 3 {
		// Source: github.com/sijms/go-ora/examples/hello_ora/main.go:22 (credentials: usage text with "user:pass" as a placeholder)
		fmt.Println("\thello_ora_wallet oracle://user:pass@server/service_name oracle_wallet_location") // lookalike
		os.Exit(1)
	}
	connStr := os.ExpandEnv(os.Args[1])
	walletpathStr := os.ExpandEnv(os.Args[2])
	// Source: github.com/sijms/go-ora/examples/hello_ora_wallet/main.go:34 (syntax: "TRACE FILE" and "SSL Verify" with raw spaces in the query of the DSN given to sql.Open; "+" or "%20" is the URI form)
	connStr += "?TRACE FILE=trace.log&SSL=enable&SSL Verify=false&WALLET=" + url.QueryEscape(walletpathStr) // defect syntax
	db, err := sql.Open("oracle", connStr)
	if err != nil {
		return err
	}
	defer db.Close()
	return db.Ping()
}

// OracleDriver opens connectors.
type OracleDriver struct{}

// OpenConnector parses name and returns a connector.
func (d *OracleDriver) OpenConnector(name string) (driver.Connector, error) {
	if _, err := url.Parse(name); err != nil {
		return nil, err
	}
	return nil, errors.New("go-ora: not implemented")
}

func databaseConn(addr, serviceName string) error {
	var drv OracleDriver
	// Source: github.com/sijms/go-ora/examples/mtls/main.go:18 (syntax: "AUTH TYPE" with a raw space in the query of the DSN the example opens)
	dsn := fmt.Sprintf(`oracle://%s/%s?SSL=enabled&AUTH TYPE=TCPS`, addr, serviceName) // defect syntax
	conn, err := drv.OpenConnector(dsn)
	if err != nil {
		return err
	}
	db := sql.OpenDB(conn)
	return db.Close()
}

// Source: github.com/sijms/go-ora/examples/crud/main.go:167 (credentials: flag help text with "user:pass" as a placeholder)
var server = flag.String("server", "", "Server's URL, oracle://user:pass@server/service_name") // lookalike
