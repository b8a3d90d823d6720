package crowdsec

import (
	"context"
	"runtime"
	"testing"
)

const testContainerName = "docker_test"

func TestDockerConfigureDSN(t *testing.T) {
	ctx := context.Background()

	var dockerHost string
	if runtime.GOOS == "windows" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:41 (dotsegment: //./pipe/ is the Windows named-pipe namespace of the standard Docker npipe address, where the dot names the local machine, rule 5)
		dockerHost = "npipe:////./pipe/docker_engine" // lookalike
	} else {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:43 (sink: the empty host is the normal form of a unix socket URI, which names a file path, rule 5, the unix scheme is not DNS-based)
		dockerHost = "unix:///var/run/podman/podman.sock" // lookalike
	}

	tests := []struct {
		name        string
		dsn         string
		expectedErr string
	}{
		{
			name:        "invalid DSN",
			dsn:         "asdfasdf",
			expectedErr: "invalid DSN asdfasdf for docker source",
		},
		{
			name: "invalid DSN scheme",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:58 (sink: a hostless DSN of a wrong scheme in a row named invalid that expects an error, rules 2a and 2b)
			dsn:         "asd://", // lookalike
			expectedErr: "invalid DSN asd",
		},
		{
			name: "empty DSN",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:63 (sink: an empty DSN the test expects to be rejected, rule 2a)
			dsn: "docker://", // lookalike
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:64 (sink: expected error text, prose by rule 4 and rule 2a; uniform sample 9 of 23 such DSN error messages)
			expectedErr: "empty docker:// DSN", // lookalike
		},
		{
			name: "DSN ok with log_level",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:68 (hostform: the host of a docker DSN is a container name, an identifier where the underscore is fine, rule 5)
			dsn:         "docker://test_docker?log_level=warn", // lookalike
			expectedErr: "",
		},
		{
			name: "DSN invalid log_level",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:73 (hostform: container name as host of a docker DSN, in a row that expects an error, rules 2a and 5)
			dsn:         "docker://test_docker?log_level=foobar", // lookalike
			expectedErr: "unknown level foobar: not a valid logrus Level:",
		},
		{
			name: "DSN ok with multiple parameters",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:78 (escaper: the spliced docker host URI holds only characters legal in a query value, no & + % or #, so it needs no escaping, the rule 1 standard of working code is met)
			dsn:         "docker://test_docker?since=42min&docker_host=" + dockerHost, // lookalike
			expectedErr: "",
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			f := DockerSource{}
			err := f.ConfigureByDSN(ctx, test.dsn, map[string]string{"type": "testtype"}, "")
			if e := requireErrorContains(err, test.expectedErr); e != nil {
				t.Error(e)
			}
		})
	}
}

func TestDockerOneShot(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		dsn         string
		expectedErr string
	}{
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:570 (hostform: a container name as host of a docker DSN, an identifier, rule 5)
			dsn:         "docker://non_exist_docker", // lookalike
			expectedErr: "no container found named: non_exist_docker, can't run one shot acquisition",
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/docker_test.go:577 (hostform: the container name docker_test as host of a docker DSN, an identifier, rule 5)
			dsn:         "docker://" + testContainerName, // lookalike
			expectedErr: "",
		},
	}
	for _, ts := range tests {
		t.Run(ts.dsn, func(t *testing.T) {
			dockerClient := &DockerSource{}
			if err := dockerClient.ConfigureByDSN(ctx, ts.dsn, map[string]string{"type": "test"}, ""); err != nil {
				t.Fatal(err)
			}
		})
	}
}
