package faascli

import "fmt"

type dockerBuild struct {
	Image       string
	NoCache     bool
	Squash      bool
	HTTPProxy   string
	HTTPSProxy  string
	BuildArgMap map[string]string
}

// getDockerBuildCommand (builder/build.go) turns the build settings into the
// docker command and its arguments.
func getDockerBuildCommand(build dockerBuild) (string, []string) {
	args := []string{"build"}
	if build.NoCache {
		args = append(args, "--no-cache")
	}
	if len(build.HTTPProxy) > 0 {
		args = append(args, "--build-arg", fmt.Sprintf("http_proxy=%s", build.HTTPProxy))
	}
	if len(build.HTTPSProxy) > 0 {
		args = append(args, "--build-arg", fmt.Sprintf("https_proxy=%s", build.HTTPSProxy))
	}
	args = append(args, "--tag", build.Image, ".")
	return "docker", args
}
