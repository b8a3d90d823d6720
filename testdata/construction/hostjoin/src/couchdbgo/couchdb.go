package couchdbgo

import (
	"net/http"
	"strconv"
	"time"
)

// Connection is a connection to a CouchDB server.
type Connection struct {
	url    string
	client *http.Client
}

func createConnection(rawURL string, timeout time.Duration) (*Connection, error) {
	return &Connection{url: rawURL, client: &http.Client{Timeout: timeout}}, nil
}

// Source: github.com/rhinoman/couchdb-go/couchdb.go:30 (NewConnection, exported, concatenates the caller's address, ':' and the port)
func NewConnection(address string, port int, timeout time.Duration) (*Connection, error) {
	url := "http://" + address + ":" + strconv.Itoa(port) // defect hostjoin
	return createConnection(url, timeout)
}
