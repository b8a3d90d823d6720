package tilt

import "net/url"

// Link is a link to a resource.
type Link struct {
	URL  *url.URL
	Name string
}

// Manifest is a resource Tilt deploys.
type Manifest struct {
	Links  []Link
	Labels map[string]string
}

// WithLinks sets the links.
func (m Manifest) WithLinks(links []Link) Manifest {
	m.Links = links
	return m
}

// ChangesInvalidateBuild reports whether m2 needs a new build after m1.
func ChangesInvalidateBuild(m1, m2 Manifest) bool {
	return len(m1.Labels) != len(m2.Labels)
}
