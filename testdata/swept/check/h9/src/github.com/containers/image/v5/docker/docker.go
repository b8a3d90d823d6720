// Package docker is a stub of github.com/containers/image/v5/docker.
package docker

// ImageReference is a reference to a docker image.
type ImageReference interface {
	StringWithinTransport() string
}

// ParseReference converts a string, which should not start with the ImageTransport.Name prefix, into a Docker ImageReference.
func ParseReference(refString string) (ImageReference, error) {
	return nil, nil
}
