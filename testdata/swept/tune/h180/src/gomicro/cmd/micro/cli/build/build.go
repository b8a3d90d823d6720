// Package build is the micro build command.
package build

import (
	"fmt"
	"strings"
)

// Service is one service of a project.
type Service struct {
	Name string
}

func buildImage(name, tag, registry string) string {
	// Source: go-micro.dev/v6/cmd/micro/cli/build/build.go:177 (hostjoin: a Docker image reference name:tag, joined for docker build -t, which is no URI authority and has no port; fine under the hostjoin check of the table)
	imageName := name + ":" + tag // lookalike
	if registry != "" {
		imageName = registry + "/" + imageName
	}
	return imageName
}

func composeFile(sorted []*Service, tag, registry string) string {
	var sb strings.Builder
	for _, svc := range sorted {
		// Source: go-micro.dev/v6/cmd/micro/cli/build/build.go:244 (hostjoin: a Docker image reference service-name:tag written into a compose file, no URI authority and no port; fine under the hostjoin check of the table)
		imageName := svc.Name + ":" + tag // lookalike
		if registry != "" {
			imageName = registry + "/" + imageName
		}
		fmt.Fprintf(&sb, "  %s:\n", svc.Name)
		fmt.Fprintf(&sb, "    image: %s\n", imageName)
	}
	return sb.String()
}
