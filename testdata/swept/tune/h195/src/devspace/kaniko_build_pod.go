package devspace

import "path/filepath"

const kanikoContextPath = "/context"

// kanikoBuilder mirrors builder/kaniko.Builder.
type kanikoBuilder struct {
	helper *builderHelper
}

func (b *kanikoBuilder) kanikoArgs(dockerfilePath string) []string {
	// additional options to pass to kaniko
	kanikoArgs := []string{
		"--dockerfile=" + kanikoContextPath + "/" + filepath.Base(dockerfilePath),
		// Source: github.com/loft-sh/devspace/pkg/devspace/build/builder/kaniko/build_pod.go:76 (sink: kaniko's dir:// context scheme takes a local path, and dir:///context with its empty authority is the form kaniko documents)
		"--context=dir://" + kanikoContextPath, // lookalike
	}

	// specify destinations
	for _, tag := range b.helper.ImageTags {
		// Source: github.com/loft-sh/devspace/pkg/devspace/build/builder/kaniko/build_pod.go:81 (hostjoin: uniform sample 3 of 10, IMAGE:TAG is the docker image reference of kaniko's --destination flag, no URI authority)
		kanikoArgs = append(kanikoArgs, "--destination="+b.helper.ImageName+":"+tag) // lookalike
	}
	return kanikoArgs
}
