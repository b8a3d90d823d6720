package stereoscope

import (
	"fmt"
	"net/url"
	"strconv"
)

type sshClientConfig struct {
	host          string
	path          string
	keyPath       string
	keyPassphrase string
	secure        bool
	username      string
	password      string
}

// newSSHConf parses a podman ssh:// service address into the dial settings;
// the host goes to ssh.Dial and the path to a unix dial over the SSH connection.
func newSSHConf(address, identity, passPhrase string) (*sshClientConfig, error) {
	if address == "" {
		return nil, ErrNoHostAddress
	}

	u, err := url.Parse(address)
	if err != nil {
		return nil, fmt.Errorf("parsing ssh address: %w", err)
	}

	secure, err := strconv.ParseBool(u.Query().Get("secure"))
	if err != nil {
		secure = true
	}

	return &sshClientConfig{
		host:          u.Host,
		path:          u.Path,
		keyPath:       identity,
		keyPassphrase: passPhrase,
		secure:        secure,
		username:      u.User.Username(),
	}, nil
}
