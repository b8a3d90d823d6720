package webdav

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	// Source: github.com/photoprism/photoprism/internal/service/webdav/client_test.go:15 (plainhttp: the test WebDAV server is the single-label docker host dummy-webdav, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	testUrl  = "http://dummy-webdav/" // lookalike
	testUser = "admin"
	testPass = "photoprism"
)

func TestClientUrl(t *testing.T) {
	result, err := clientUrl(testUrl, testUser, testPass)

	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/photoprism/photoprism/internal/service/webdav/client_test.go:27 (credentials: expected output of clientUrl, whose job is to put the given user and password into the URL userinfo, so the password is what the test checks, rule 2c)
	assert.Equal(t, "http://admin:photoprism@dummy-webdav/", result.String()) // lookalike
}

func TestNewClient(t *testing.T) {
	c, err := NewClient(testUrl, testUser, testPass)

	if err != nil {
		t.Fatal(err)
	}

	assert.IsType(t, &Client{}, c)
}
