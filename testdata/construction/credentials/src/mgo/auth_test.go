package mgo

import (
	"errors"
	"net/url"
	"testing"
)

// Session stands for a database session.
type Session struct{ url *url.URL }

func (s *Session) Close() {}

// Dial connects to the server at the URL.
func Dial(rawURL string) (*Session, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if p, _ := u.User.Password(); p != "rapadura" {
		return nil, errors.New("auth failed")
	}
	return &Session{url: u}, nil
}

// Source: github.com/globalsign/mgo/auth_test.go:725 (the test dials the test server with the root password in the URL and expects success)
func TestAuthURL(t *testing.T) {
	session, err := Dial("mongodb://root:rapadura@localhost:40002/") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
}

// Source: github.com/globalsign/mgo/auth_test.go:734 (the test dials with a wrong password and expects an authentication error)
func TestAuthURLWrongCredentials(t *testing.T) {
	session, err := Dial("mongodb://root:wrong@localhost:40002/") // lookalike
	if session != nil {
		session.Close()
	}
	if err == nil {
		t.Fatal("expected auth failure")
	}
}
