package faascli

import (
	"strings"
	"testing"
)

func Test_getDockerBuildCommand_WithProxies(t *testing.T) {
	dockerBuildVal := dockerBuild{
		Image:       "imagename:latest",
		HTTPProxy:   "http://127.0.0.1:3128",
		HTTPSProxy:  "https://127.0.0.1:3128",
		BuildArgMap: make(map[string]string),
	}

	// Source: github.com/openfaas/faas-cli/builder/build_test.go:77 (syntax: the expected docker argument list joined by spaces holds well-formed local proxy URLs as build-arg values; the string is a command line, not a URI, fine under rule 1)
	want := "build --build-arg http_proxy=http://127.0.0.1:3128 --build-arg https_proxy=https://127.0.0.1:3128 --tag imagename:latest ." // lookalike

	command, args := getDockerBuildCommand(dockerBuildVal)
	joined := strings.Join(args, " ")
	if joined != want {
		t.Errorf("getDockerBuildCommand want: \"%s\", got: \"%s\"", want, joined)
	}
	if command != "docker" {
		t.Errorf("getDockerBuildCommand want command docker, got: %s", command)
	}
}
