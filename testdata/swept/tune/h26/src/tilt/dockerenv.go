package tilt

import "strings"

// IsLocalDockerHost reports whether host is a local Docker daemon.
func IsLocalDockerHost(host string) bool {
	return host == "" ||

		// Check all the "standard" docker localhosts.
		host == "tcp://localhost:2375" ||
		host == "tcp://127.0.0.1:2376" ||

		// https://github.com/moby/moby/blob/master/client/client_windows.go#L4
		// Source: github.com/tilt-dev/tilt/internal/docker/env.go:300 (dotsegment: Docker's Windows named pipe, whose "//./" is a device path after an empty authority, compared as a string)
		host == "npipe:////./pipe/docker_engine" || // lookalike

		// https://github.com/moby/moby/blob/master/client/client_unix.go#L6
		host == "unix:///var/run/docker.sock" ||

		// Docker Desktop for Windows 4.31+
		strings.HasPrefix(host, "npipe:////./pipe/dockerDesktop")
}
