package stereoscope

import (
	"errors"
	"fmt"
	"testing"

	"github.com/spf13/afero"
	"github.com/stretchr/testify/assert"
)

func TestNewSSHConfig(t *testing.T) {
	paths := []string{
		"containers.conf",
		"empty.conf",
	}

	const (
		// Source: github.com/anchore/stereoscope/internal/podman/ssh_test.go:26 (credentials: the expected ssh address carries the user core and no password, key auth comes from the identity file; sample 6 of 9; rule 1 holds it to non-test rules and the credentials check needs a password)
		sshAddress = "ssh://core@localhost:45983/run/user/1000/podman/podman.sock" // lookalike
		sshKeyPath = "/home/jonas/.ssh/podman-machine-default"
	)

	fs := afero.NewBasePathFs(afero.NewOsFs(), "testdata")
	address, identity := getSSHAddress(fs, paths)
	assert.Equal(t, sshAddress, address)
	assert.Equal(t, sshKeyPath, identity)

	expected := &sshClientConfig{
		secure:   true,
		username: "core",
		keyPath:  sshKeyPath,
		host:     "localhost:45983",
		path:     "/run/user/1000/podman/podman.sock",
	}

	conf, err := newSSHConf(address, identity, "")
	assert.NoError(t, err)
	assert.Equal(t, expected, conf)
}

func Test_newSSHConf(t *testing.T) {
	pass := func(t assert.TestingT, err error, i ...interface{}) bool {
		return true
	}

	type args struct {
		address    string
		identity   string
		passPhrase string
	}
	tests := []struct {
		name    string
		args    args
		want    *sshClientConfig
		wantErr assert.ErrorAssertionFunc
	}{
		{
			name: "empty address",
			wantErr: func(t assert.TestingT, err error, i ...interface{}) bool {
				return errors.Is(err, ErrNoHostAddress)
			},
		},
		{
			name: "invalid secure flag",
			args: args{
				// Source: github.com/anchore/stereoscope/internal/podman/ssh_test.go:217 (credentials: a case named invalid secure flag, input to the ssh address parser, and its userinfo holds only the user name, rules 2b and 2c)
				address: "ssh://core@localhost:123/file/path/podman.sock?secure=not-a-bool-value", // lookalike
			},
			want: &sshClientConfig{
				host:     "localhost:123",
				path:     "/file/path/podman.sock",
				secure:   true,
				username: "core",
			},
			wantErr: pass,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := newSSHConf(tt.args.address, tt.args.identity, tt.args.passPhrase)
			if !tt.wantErr(t, err, fmt.Sprintf("newSSHConf(%v, %v, %v)", tt.args.address, tt.args.identity, tt.args.passPhrase)) {
				return
			}
			assert.Equalf(t, tt.want, got, "newSSHConf(%v, %v, %v)", tt.args.address, tt.args.identity, tt.args.passPhrase)
		})
	}
}
