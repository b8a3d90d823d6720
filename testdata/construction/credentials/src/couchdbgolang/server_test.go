package couchdbgolang

import (
	"errors"
	"net/url"
	"testing"
)

// ErrUnauthorized is returned for rejected credentials.
var ErrUnauthorized = errors.New("unauthorized")

// Server stands for a CouchDB server client.
type Server struct{ url *url.URL }

func NewServer(rawURL string) (*Server, error) {
	u, err := url.Parse(rawURL)
	return &Server{url: u}, err
}

func (s *Server) Create(name string) (string, error) { return "", ErrUnauthorized }

// Source: github.com/leesper/couchdb-golang/server_test.go:833 (the test connects with root:password and expects ErrUnauthorized from Create)
func TestBasicAuth(t *testing.T) {
	testServer, _ := NewServer("http://root:password@localhost:5984/") // lookalike
	_, err := testServer.Create("golang-auth")
	if err != ErrUnauthorized {
		t.Errorf("err = %v want ErrUnauthorized", err)
	}
}
