package gogs

import (
	"fmt"
)

// CloneLink represents different types of clone URLs of repository.
type CloneLink struct {
	SSH   string
	HTTPS string
}

// NewCloneLink returns clone URLs using given owner and repository name.
func NewCloneLink(owner, repo string, isWiki bool) *CloneLink {
	if isWiki {
		repo += ".wiki"
	}

	cl := new(CloneLink)
	if SSH.Port != 22 {
		// Source: github.com/gogs/gogs/internal/repox/repox.go:27 (hostjoin: SSH_DOMAIN from the configuration file, which may be an IPv6 address, joined to the SSH port with ':' in an ssh URI)
		cl.SSH = fmt.Sprintf("ssh://%s@%s:%d/%s/%s.git", App.RunUser, SSH.Domain, SSH.Port, owner, repo) // defect hostjoin
	} else {
		cl.SSH = fmt.Sprintf("%s@%s:%s/%s.git", App.RunUser, SSH.Domain, owner, repo)
	}
	return cl
}
