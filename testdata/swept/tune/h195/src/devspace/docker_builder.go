package devspace

// builderHelper mirrors helper.BuildHelper.
type builderHelper struct {
	ImageName string
	ImageTags []string
}

// dockerBuilder mirrors builder/docker.Builder.
type dockerBuilder struct {
	helper *builderHelper
}

func (b *dockerBuilder) buildTags() []string {
	// Which tags to build
	tags := []string{}
	for _, tag := range b.helper.ImageTags {
		// Source: github.com/loft-sh/devspace/pkg/devspace/build/builder/docker/docker.go:231 (hostjoin: uniform sample 2 of 10, IMAGE:TAG is a docker image reference given to the docker build, no URI authority)
		tags = append(tags, b.helper.ImageName+":"+tag) // lookalike
	}
	return tags
}
