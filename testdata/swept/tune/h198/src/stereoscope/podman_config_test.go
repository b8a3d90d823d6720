package stereoscope

import (
	"testing"

	"github.com/spf13/afero"
	"github.com/stretchr/testify/assert"
)

func Test_findUnixAddress(t *testing.T) {
	tests := []struct {
		name   string
		config containersConfig
		want   string
	}{
		{
			name: "use active service",
			config: containersConfig{
				Engine: engine{
					ActiveService: "default",
					ServiceDestinations: map[string]serviceDestination{
						"default": {
							// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:25 (sink: input to parseUnixAddress, which keeps only the path of a unix URI, so the odd user@:22 authority with an empty host is what that parser handles, rule 2c)
							URI: "unix://jonas@:22/run/user/1000/podman/podman.sock", // lookalike
						},
					},
				},
			},
			// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:30 (sink: expected output of the unix-address parser, unix:/// with the empty host normal for a socket path; uniform sample 8 of 17 unix:/// socket URIs; rule 1 holds this working value to non-test rules and it passes them)
			want: "unix:///run/user/1000/podman/podman.sock", // lookalike
		},
		{
			name: "no active service",
			config: containersConfig{
				Engine: engine{
					ActiveService: "",
					ServiceDestinations: map[string]serviceDestination{
						"default": {
							// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:39 (sink: the same parser input with a user@:22 authority that parseUnixAddress drops, rule 2c)
							URI: "unix://jonas@:22/run/user/1000/podman/podman.sock", // lookalike
						},
					},
				},
			},
			// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:44 (sink: expected parser output, a well-formed unix socket URI; uniform sample 8 of 17; rule 1 holds this working value to non-test rules and it passes them)
			want: "unix:///run/user/1000/podman/podman.sock", // lookalike
		},
		{
			name: "no unix service",
			config: containersConfig{
				Engine: engine{
					ActiveService: "",
					ServiceDestinations: map[string]serviceDestination{
						"default": {
							// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:53 (sink: an ssh URI with an empty host in the row where the unix-address finder must reject it and return nothing, rules 2a and 2c)
							URI: "ssh://jonas@:22", // lookalike
						},
					},
				},
			},
		},
		{
			name:   "no configuration",
			config: containersConfig{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, findUnixAddress(tt.config))
		})
	}
}

func Test_findSSHConnectionInfo(t *testing.T) {
	tests := []struct {
		name     string
		config   containersConfig
		address  string
		identity string
	}{
		{
			name: "use active service",
			config: containersConfig{
				Engine: engine{
					ActiveService: "default",
					ServiceDestinations: map[string]serviceDestination{
						"default": {
							// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:85 (credentials: the userinfo holds only the user name core and no password, the key comes from Identity; sample 6 of 9 ssh://core@localhost:45983 addresses; rule 1 holds it to non-test rules and the credentials check needs a password)
							URI:      "ssh://core@localhost:45983/run/user/1000/podman/podman.sock", // lookalike
							Identity: "~/.ssh/podman-machine-default",
						},
					},
				},
			},
			// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:91 (credentials: expected address with a user name and no password; sample 6 of 9; rule 1 holds it to non-test rules and the credentials check needs a password)
			address:  "ssh://core@localhost:45983/run/user/1000/podman/podman.sock", // lookalike
			identity: "~/.ssh/podman-machine-default",
		},
		{
			name: "no active service",
			config: containersConfig{
				Engine: engine{
					ActiveService: "",
					ServiceDestinations: map[string]serviceDestination{
						"default": {
							// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:101 (credentials: user name only in the userinfo, no secret; sample 6 of 9; rule 1 holds it to non-test rules and the credentials check needs a password)
							URI:      "ssh://core@localhost:45983/run/user/1000/podman/podman.sock", // lookalike
							Identity: "~/.ssh/podman-machine-default",
						},
					},
				},
			},
			// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:107 (credentials: expected address with a user name and no password; sample 6 of 9; rule 1 holds it to non-test rules and the credentials check needs a password)
			address:  "ssh://core@localhost:45983/run/user/1000/podman/podman.sock", // lookalike
			identity: "~/.ssh/podman-machine-default",
		},
		{
			name:   "no configuration",
			config: containersConfig{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			actualAddress, actualIdentity := findSSHConnectionInfo(tt.config)
			assert.Equalf(t, tt.address, actualAddress, "findSSHConnectionInfo(%v)", tt.config)
			assert.Equalf(t, tt.identity, actualIdentity, "findSSHConnectionInfo(%v)", tt.config)
		})
	}
}

func Test_configPrecedence(t *testing.T) {
	type args struct {
		paths []string
	}
	tests := []struct {
		name            string
		args            args
		wantUnixAddress string
		wantSSHAddress  string
	}{
		{
			name: "medium precedence",
			args: args{paths: []string{
				"conf1.conf",
				"conf2.conf",
			}},
			// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:162 (sink: expected unix socket address from the config files, empty host normal for a unix path; uniform sample 8 of 17; rule 1 holds this working value to non-test rules and it passes them)
			wantUnixAddress: "unix:///medium/precedence/1234/podman/podman.sock", // lookalike
			// Source: github.com/anchore/stereoscope/internal/podman/config_test.go:163 (credentials: a user name with no password in the ssh address of the table row; sample 6 of 9; rule 1 holds it to non-test rules and the credentials check needs a password)
			wantSSHAddress: "ssh://core@localhost:45983/medium/precedence/1234/podman/podman.sock", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := afero.NewBasePathFs(afero.NewOsFs(), "testdata")
			assert.Equalf(t,
				tt.wantUnixAddress,
				getUnixSocketAddressFromConfig(fs, tt.args.paths),
				"getUnixSocketAddressFromConfig(%v)", tt.args.paths,
			)
		})
	}
}
