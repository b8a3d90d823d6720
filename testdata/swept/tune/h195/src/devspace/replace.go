package devspace

// resolveImage replaces an image name in a deployment value with the built
// image and tag.
func resolveImage(image, value string, images map[string]*ImageCache) (string, error) {
	for _, imageCache := range images {
		if imageCache.ImageName == image {
			// Source: github.com/loft-sh/devspace/pkg/devspace/deploy/deployer/util/replace.go:107 (hostjoin: uniform sample 4 of 10, IMAGE:TAG is a container image reference written into Kubernetes manifests, no URI authority)
			return image + ":" + imageCache.Tag, nil // lookalike
		}
	}
	return value, nil
}
