package tilt

import "strings"

// Runtime is a container runtime.
type Runtime string

const (
	RuntimeDocker     Runtime = "docker"
	RuntimeContainerd Runtime = "containerd"
	RuntimeCrio       Runtime = "cri-o"
	RuntimeUnknown    Runtime = "runtime-unknown"
)

// RuntimeFromVersionString parses a node's container runtime version.
func RuntimeFromVersionString(s string) Runtime {
	parts := strings.Split(s, ":")
	switch Runtime(parts[0]) {
	case RuntimeDocker:
		return RuntimeDocker
	case RuntimeContainerd:
		return RuntimeContainerd
	case RuntimeCrio:
		return RuntimeCrio
	}
	return RuntimeUnknown
}
