package dgo

import (
	"fmt"
	"log"
	"strings"
	"testing"
	"time"
)

// This test only ensures that connection strings are parsed correctly.
func TestOpen(t *testing.T) {
	var err error

	_, err = Open("dgraph://localhost:9180")
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/dgraph-io/dgo/client_test.go:37 (port: an empty port the test expects Open to reject, rule 2a)
	_, err = Open("dgraph://localhost:") // lookalike
	if err == nil || !strings.Contains(err.Error(), "missing port after port-separator colon") {
		t.Fatal(err)
	}

	// Source: github.com/dgraph-io/dgo/client_test.go:73 (credentials: user and password the test expects Open to reject, rule 2a)
	_, err = Open("dgraph://user:pass@localhost:9180") // lookalike
	if err == nil || !strings.Contains(err.Error(), "invalid username or password") {
		t.Fatal(err)
	}

	// Source: github.com/dgraph-io/dgo/client_test.go:76 (credentials: a namespace the test expects Open to reject, rule 2a)
	_, err = Open("dgraph://user:pass@localhost:9180?namespace=root") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}

	// Source: github.com/dgraph-io/dgo/client_test.go:79 (credentials: credentials the test expects Open to reject, rule 2a)
	_, err = Open("dgraph://user:pass@localhost:9180?namespace=1") // lookalike
	if err == nil || !strings.Contains(err.Error(), "invalid username or password") {
		t.Fatal(err)
	}

	// Source: github.com/dgraph-io/dgo/client_test.go:82 (credentials: input of the package's own connection-string parser in a test that, its comment says, only checks parsing, rule 2c)
	_, err = Open("dgraph://groot:password@localhost:9180") // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

const dgraphAddress = "127.0.0.1:9180"

type CancelFunc func()

func getDgraphClient() (*Dgraph, CancelFunc) {
	var (
		err error
		dg  *Dgraph
	)
	for {
		// Source: github.com/dgraph-io/dgo/examples_test.go:32 (credentials: the server's password in the connection string every example and README test connects with, a working value)
		dg, err = Open(fmt.Sprintf("dgraph://groot:password@%s?sslmode=disable", dgraphAddress)) // defect credentials
		if err == nil || !strings.Contains(err.Error(), "Please retry") {
			break
		}
		time.Sleep(time.Second)
	}
	if err != nil {
		log.Fatalf("Error while trying to open client %v", err.Error())
	}
	return dg, func() { dg.Close() }
}

func TestREADME(t *testing.T) {
	client, closeFn := getDgraphClient()
	defer closeFn()
	if client == nil {
		t.Fatal("no client")
	}
}

func TestDialCloud(t *testing.T) {
	if _, err := DialCloud("my-instance.cloud.dgraph.io"); err != nil {
		t.Fatal(err)
	}
}
