// Package tekton holds cases of github.com/tektoncd/pipeline.
package tekton

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// parseSSHURL splits a raw SSH annotation value into host, port, and an
// optional repo path. Examples:
//
//	"github.com"              → ("github.com", "22", "")
//	"github.com:2222"         → ("github.com", "2222", "")
//	"github.com/org/repo"     → ("github.com", "22", "/org/repo")
//	"github.com:2222/org/repo"→ ("github.com", "2222", "/org/repo")
func parseSSHURL(raw string) (host, port, path string) {
	const defaultPort = "22"

	if idx := strings.Index(raw, "/"); idx != -1 {
		path = raw[idx:]
		raw = raw[:idx]
	}

	h, p, err := net.SplitHostPort(raw)
	if err == nil {
		host = h
		port = p
	} else {
		host = raw
		port = defaultPort
	}

	return
}

// insteadOfEntries returns .gitconfig url.*.insteadOf blocks that redirect
// Git SSH URLs through the host alias so that the correct SSH key is used.
func insteadOfEntries(alias, host, port, repoPath string) []string {
	const defaultPort = "22"
	pathTrimmed := strings.TrimPrefix(repoPath, "/")

	entries := []string{
		fmt.Sprintf("[url \"git@%s:%s.git\"]\n\tinsteadOf = git@%s:%s.git\n", alias, pathTrimmed, host, pathTrimmed),
	}

	if port != defaultPort {
		entries = append(entries,
			// Source: github.com/tektoncd/pipeline/pkg/credentials/gitcreds/ssh.go:219 (hostjoin: the host net.SplitHostPort took from a Secret's annotation, brackets stripped, joined to the port with ':' in the ssh:// URL git rewrites to; an IPv6 host gives ssh://::1:2222/...)
			fmt.Sprintf("[url \"ssh://%s/%s.git\"]\n\tinsteadOf = ssh://%s:%s/%s.git\n", alias, pathTrimmed, host, port, pathTrimmed), // defect hostjoin
		)
	} else {
		entries = append(entries,
			fmt.Sprintf("[url \"ssh://%s/%s.git\"]\n\tinsteadOf = ssh://%s/%s.git\n", alias, pathTrimmed, host, pathTrimmed),
		)
	}

	return entries
}

func sshEntries(annotation string) []string {
	host, port, repoPath := parseSSHURL(annotation)
	alias := host + "--" + strings.ReplaceAll(strings.TrimPrefix(repoPath, "/"), "/", "--")
	return insteadOfEntries(alias, host, port, repoPath)
}

type basicEntry struct {
	username string
	password string
	url      *url.URL
}

func newBasicEntry(u, secretPath string) (*basicEntry, error) {
	ub, err := os.ReadFile(filepath.Join(secretPath, "username"))
	if err != nil {
		return nil, err
	}
	username := string(ub)

	pb, err := os.ReadFile(filepath.Join(secretPath, "password"))
	if err != nil {
		return nil, err
	}
	password := string(pb)

	pu, err := url.Parse(u)
	if err != nil {
		return nil, err
	}
	// Source: github.com/tektoncd/pipeline/pkg/credentials/gitcreds/basic.go:177 (credentials: user and password read from the Secret's files, variables given to UserPassword for the git credential store)
	pu.User = url.UserPassword(username, password) // lookalike

	return &basicEntry{
		username: username,
		password: password,
		url:      pu,
	}, nil
}
