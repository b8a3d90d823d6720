package atlas

import "flag"

const flagDevURL = "dev-url"

func addGlobalURLFlags(set *flag.FlagSet, dev, target, to *string) {
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/cmdapi.go:349 (flag help text: "password" is a placeholder word shown to users, no secret)
	set.StringVar(dev, flagDevURL, "", "[driver://username:password@address/dbname?param=value] select a dev database using the URL format") // lookalike
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/cmdapi.go:413 (same placeholder in the help of the url flag)
	set.StringVar(target, "url", "", "[driver://username:password@address/dbname?param=value] select a resource using the URL format") // lookalike
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/cmdapi.go:430 (same placeholder in the help of the from flag)
	set.StringVar(target, "from", "", "[driver://username:password@address/dbname?param=value] select a resource using the URL format") // lookalike
	// Source: github.com/ariga/atlas/cmd/atlas/internal/cmdapi/cmdapi.go:435 (same placeholder in the help of the to flag)
	set.StringVar(to, "to", "", "[driver://username:password@address/dbname?param=value] select a desired state using the URL format") // lookalike
}
