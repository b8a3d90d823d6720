package containersimage

import (
	"fmt"

	"github.com/containers/image/v5/docker"
	"github.com/containers/image/v5/docker/reference"
)

type openshiftReference struct {
	dockerReference reference.NamedTagged
	namespace       string // Computed from dockerReference in advance.
	stream          string // Computed from dockerReference in advance.
}

type openshiftClient struct {
	ref openshiftReference
}

func newImageDestination(client *openshiftClient) (docker.ImageReference, error) {
	// FIXME: Should this always use a digest, not a tag? Uploading to Docker by tag requires the tag _inside_ the manifest to match,
	// i.e. a single signed image cannot be available under multiple tags.  But with types.ImageDestination, we don't know
	// the manifest digest at this point.
	// Source: github.com/containers/image/v5/openshift/openshift_dest.go:48 (hostjoin: a docker reference //domain/namespace/stream:tag, whose ':' starts a tag, given to docker.ParseReference; no URI)
	dockerRefString := fmt.Sprintf("//%s/%s/%s:%s", reference.Domain(client.ref.dockerReference), client.ref.namespace, client.ref.stream, client.ref.dockerReference.Tag()) // lookalike
	dockerRef, err := docker.ParseReference(dockerRefString)
	if err != nil {
		return nil, err
	}
	return dockerRef, nil
}
