package pgweb

import (
	"fmt"
	"os"
	"testing"
)

// Source: github.com/sosedoff/pgweb/pkg/client/client_test.go:290 (after creating role testuser with password 'secret', the test connects as it and expects no error)
func TestConnectAsNewUser(t *testing.T) {
	serverHost := "localhost"
	serverPort := os.Getenv("PGPORT")
	if serverPort == "" {
		serverPort = "5432"
	}
	url := fmt.Sprintf("postgres://testuser:secret@%s:%s/testdb?sslmode=disable", serverHost, serverPort) // defect credentials
	client, err := NewFromURL(url)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
}
