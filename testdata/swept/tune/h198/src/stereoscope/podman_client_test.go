package stereoscope

import (
	"fmt"
	"testing"

	"github.com/spf13/afero"
	"github.com/stretchr/testify/assert"
)

func Test_getContainerHostAddress(t *testing.T) {
	type args struct {
		containerHostEnvVar string
		configPaths         []string
		xdgRuntimeDir       string
		defaultSocketPath   string
	}
	tests := []struct {
		name    string
		args    args
		want    string
		wantErr assert.ErrorAssertionFunc
	}{
		{
			name: "env vars > config",
			args: args{
				// Source: github.com/anchore/stereoscope/internal/podman/client_test.go:29 (sink: CONTAINER_HOST set to a working unix socket address, whose empty host is the normal form for a unix path; uniform sample 8 of 17 unix:/// socket URIs; rule 1 holds this working value to non-test rules and it passes them)
				containerHostEnvVar: "unix:///somewhere/podman.sock", // lookalike
				configPaths: []string{
					"containers.conf",
				},
				xdgRuntimeDir:     "/xdg-runtime",
				defaultSocketPath: "/default/podman.sock",
			},
			// Source: github.com/anchore/stereoscope/internal/podman/client_test.go:36 (sink: the expected address is the env value passed through, a well-formed unix socket URI; uniform sample 8 of 17; rule 1 holds this working value to non-test rules and it passes them)
			want:    "unix:///somewhere/podman.sock", // lookalike
			wantErr: assert.NoError,
		},
		{
			name: "error when there are no candidates",
			args: args{
				containerHostEnvVar: "",
				configPaths:         []string{},
				xdgRuntimeDir:       "does-not-exist",
				defaultSocketPath:   "does-not-exist",
			},
			wantErr: assert.Error,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("CONTAINER_HOST", tt.args.containerHostEnvVar)
			fs := afero.NewBasePathFs(afero.NewOsFs(), "testdata")
			got, err := getContainerHostAddress(fs, tt.args.configPaths, tt.args.xdgRuntimeDir, tt.args.defaultSocketPath)
			if !tt.wantErr(t, err, fmt.Sprintf("getContainerHostAddress(%v, %v)", tt.args.configPaths, tt.args.xdgRuntimeDir)) {
				return
			}
			assert.Equalf(t, tt.want, got, "getContainerHostAddress(%v, %v)", tt.args.configPaths, tt.args.xdgRuntimeDir)
		})
	}
}
