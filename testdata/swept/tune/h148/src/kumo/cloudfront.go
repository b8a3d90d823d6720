package kumo

import "strconv"

const (
	schemeHTTP       = "http"
	schemeHTTPS      = "https"
	originPolicyHTTP = "http-only"
)

// CustomOriginConfig is the custom origin block of a distribution.
type CustomOriginConfig struct {
	HTTPPort             int
	OriginProtocolPolicy string
}

// Origin is one origin of a distribution, as sent through the API.
type Origin struct {
	DomainName         string
	OriginPath         string
	CustomOriginConfig *CustomOriginConfig
}

func edgeOriginURL(o *Origin, path string) string {
	c := o.CustomOriginConfig
	if c != nil && c.OriginProtocolPolicy == originPolicyHTTP && c.HTTPPort > 0 && c.HTTPPort != 80 {
		// Source: github.com/sivchari/kumo/internal/service/cloudfront/edge.go:743 (hostjoin: the origin DomainName comes unvalidated from the CreateDistribution request and is joined to the port with a bare ':' into the origin URL, so an IPv6 literal would lose its brackets.)
		return schemeHTTP + "://" + o.DomainName + ":" + strconv.Itoa(c.HTTPPort) + o.OriginPath + "/" + path // defect hostjoin
	}
	// Source: github.com/sivchari/kumo/internal/service/cloudfront/edge.go:699 (escaper: the request's path value is joined raw, and a path is not among the texts the rules say surely need an escaper, uniform sample of 28 of 109 look-alikes.)
	return schemeHTTPS + "://" + o.DomainName + o.OriginPath + "/" + path // lookalike
}
