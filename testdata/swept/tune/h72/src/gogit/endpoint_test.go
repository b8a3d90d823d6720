package gogit

import (
	"fmt"
	"net/url"
	"testing"
)

func TestNewEndpointPorts(t *testing.T) {
	// Source: github.com/go-git/go-git/v5/plumbing/transport/common_test.go:35 (credentials: password in input to NewEndpoint, a URL parser that extracts the password (rule 2c).)
	e, err := NewEndpoint("http://git:pass@github.com:8080/user/repository.git?foo#bar") // lookalike
	if err != nil || e.Port != 8080 {
		t.Fatal(err)
	}

	// Source: github.com/go-git/go-git/v5/plumbing/transport/common_test.go:43 (port: default ssh port in input to the parser in a test of default-port stripping (rule 2c).)
	e, err = NewEndpoint("ssh://git:pass@github.com:22/user/repository.git?foo#bar") // lookalike
	if err != nil || e.Host != "github.com" {
		t.Fatal(err)
	}
}

func TestNewEndpointSSHWithPort(t *testing.T) {
	// Source: github.com/go-git/go-git/v5/plumbing/transport/common_test.go:78 (credentials: user-only ssh URI with a custom port, input to the parser (rule 2c).)
	e, err := NewEndpoint("ssh://git@github.com:777/user/repository.git") // lookalike
	if err != nil || e.Port != 777 || e.Password != "" {
		t.Fatal(err)
	}
}

func TestNewEndpointSCPLikeWithPort(t *testing.T) {
	e := &Endpoint{Protocol: "ssh", User: "git", Host: "github.com", Port: 8080, Path: "/9999/user/repository.git"}
	// Source: github.com/go-git/go-git/v5/plumbing/transport/common_test.go:122 (credentials: expected String() of an scp-like parse, user only, code that handles URIs (rule 2c).)
	if e.String() != "ssh://git@github.com:8080/9999/user/repository.git" { // lookalike
		t.Error(e.String())
	}
}

func TestValidEndpoint(t *testing.T) {
	user := "person@mail.com"
	pass := " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
	// Source: github.com/go-git/go-git/v5/plumbing/transport/common_test.go:197 (escaper: PathEscape into userinfo builds input for TestValidEndpoint of the URL parser (rule 2c).)
	e, err := NewEndpoint(fmt.Sprintf("http://%s:%s@github.com/user/repository.git", url.PathEscape(user), url.PathEscape(pass))) // lookalike
	if err != nil || e.User != user || e.Password != pass {
		t.Fatal(err)
	}
	// Source: github.com/go-git/go-git/v5/plumbing/transport/common_test.go:208 (syntax: expected output of the endpoint serializer with raw '@' in userinfo, pinned by a parser test (rule 2c).)
	if e.String() != "http://person@mail.com:%20%21%22%23$%25&%27%28%29%2A+%2C-.%2F:%3B%3C=%3E%3F@%5B%5C%5D%5E_%60%7B%7C%7D~@github.com/user/repository.git" { // lookalike
		t.Error(e.String())
	}
}
