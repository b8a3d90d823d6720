// Package pd holds cases rewritten from github.com/tikv/pd/client.
package pd

import (
	"encoding/hex"
	"fmt"
	"net/url"
	"path"
	"strings"
	"time"
)

const (
	regionByKey         = "/pd/api/v1/region/key"
	regionsByKey        = "/pd/api/v1/regions/key"
	regionsReplicated   = "/pd/api/v1/regions/replicated"
	statsRegion         = "/pd/api/v1/stats/region"
	configPath          = "/pd/api/v1/config"
	placementRuleBundle = "/pd/api/v1/config/placement-rule"
	schedulerConfig     = "/pd/api/v1/scheduler-config"
	pprofProfile        = "/pd/api/v1/debug/pprof/profile"
	pprofGoroutine      = "/pd/api/v1/debug/pprof/goroutine"
	minResolvedTSPrefix = "/pd/api/v1/min-resolved-ts"
	affinityGroups      = "/pd/api/v2/affinity-groups"
	// Source: github.com/tikv/pd/client/http/api.go:92 (syntax: the "%s" is a format verb filled by fmt.Sprintf with a group ID, not a percent-escape.)
	affinityGroupByIDPath = "/pd/api/v2/affinity-groups/%s" // lookalike
)

// KeyRange is a range of raw keys.
type KeyRange struct {
	StartKey []byte
	EndKey   []byte
}

// Source: github.com/tikv/pd/client/clients/router/client.go:126 (escaper: url.QueryEscape is the right escaper for keys that only ever go into query values such as key=%s, so nothing is wrong.)
func (r *KeyRange) EscapeAsUTF8Str() (string, string) {
	return url.QueryEscape(string(r.StartKey)), url.QueryEscape(string(r.EndKey)) // lookalike
}

// Source: github.com/tikv/pd/client/clients/router/client.go:133 (escaper: hex text escaped with url.QueryEscape for a query value is correct and harmless.)
func (r *KeyRange) EscapeAsHexStr() (string, string) {
	return url.QueryEscape(hex.EncodeToString(r.StartKey)), url.QueryEscape(hex.EncodeToString(r.EndKey)) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:102 (escaper: a raw region key is escaped with url.QueryEscape but placed as a path segment, so a space becomes "+".)
func RegionByKey(key []byte) string {
	return fmt.Sprintf("%s/%s", regionByKey, url.QueryEscape(string(key))) // defect escaper
}

// Source: github.com/tikv/pd/client/http/api.go:108 (escaper: the key values were escaped with url.QueryEscape before going into the query, which is correct.)
func RegionsByKeyRange(keyRange *KeyRange, limit int) string {
	startKeyStr, endKeyStr := keyRange.EscapeAsUTF8Str()
	return fmt.Sprintf("%s?key=%s&end_key=%s&limit=%d", regionsByKey, startKeyStr, endKeyStr, limit) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:120 (escaper: hex keys escaped with url.QueryEscape go into query values, which is correct.)
func RegionsReplicatedByKeyRange(keyRange *KeyRange) string {
	startKeyStr, endKeyStr := keyRange.EscapeAsHexStr()
	return fmt.Sprintf("%s?startKey=%s&endKey=%s", regionsReplicated, startKeyStr, endKeyStr) // lookalike
}

// RegionStatsByKeyRange builds the region stats path.
func RegionStatsByKeyRange(keyRange *KeyRange, onlyCount bool) string {
	startKeyStr, endKeyStr := keyRange.EscapeAsUTF8Str()
	if onlyCount {
		// Source: github.com/tikv/pd/client/http/api.go:128 (escaper: escaped key values plus a valueless "count" flag form a valid query.)
		return fmt.Sprintf("%s?start_key=%s&end_key=%s&count", statsRegion, startKeyStr, endKeyStr) // lookalike
	}
	// Source: github.com/tikv/pd/client/http/api.go:131 (escaper: the key values were escaped with url.QueryEscape, which is right for a query.)
	return fmt.Sprintf("%s?start_key=%s&end_key=%s", statsRegion, startKeyStr, endKeyStr) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:138 (escaper: the engine is a fixed engine name whose need for escaping is not known from the code, and the keys are escaped.)
func RegionDistributionsByKeyRange(keyRange *KeyRange, engine string) string {
	startKeyStr, endKeyStr := keyRange.EscapeAsUTF8Str()
	return fmt.Sprintf("%s?use_hot&start_key=%s&end_key=%s&engine=%s", statsRegion, startKeyStr, endKeyStr, engine) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:164 (escaper: a number formatted with %.0f needs no escaping in a query value.)
func ConfigWithTTLSeconds(ttlSeconds float64) string {
	return fmt.Sprintf("%s?ttlSecond=%.0f", configPath, ttlSeconds) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:184 (escaper: a boolean formatted with %t needs no escaping.)
func PlacementRuleBundleWithPartialParameter(partial bool) string {
	return fmt.Sprintf("%s?partial=%t", placementRuleBundle, partial) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:199 (pathjoin: path.Join is applied to a scheme-less API path, not to a URI with a scheme.)
func GetSchedulerConfigURIByName(name string) string {
	return path.Join(schedulerConfig, name, "list") // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:204 (escaper: a scheduler name raw in a path segment is a name, whose need for escaping is not known from the code.)
func GetCancelSchedulerJobURIByNameAndJobID(name string, jobID uint64) string {
	return fmt.Sprintf("%s/%s/job?job-id=%d", schedulerConfig, name, jobID) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:215 (escaper: an integer number of seconds needs no escaping.)
func PProfProfileAPIWithInterval(interval time.Duration) string {
	return fmt.Sprintf("%s?seconds=%d", pprofProfile, interval/time.Second) // lookalike
}

// Source: github.com/tikv/pd/client/http/api.go:220 (escaper: an integer debug level needs no escaping.)
func PProfGoroutineWithDebugLevel(level int) string {
	return fmt.Sprintf("%s?debug=%d", pprofGoroutine, level) // lookalike
}

// MinResolvedTSURI builds the min-resolved-ts path with an optional scope.
func MinResolvedTSURI(storeIDs []uint64) string {
	uri := minResolvedTSPrefix
	if len(storeIDs) != 0 {
		strs := make([]string, len(storeIDs))
		for i, id := range storeIDs {
			strs[i] = fmt.Sprintf("%d", id)
		}
		// Source: github.com/tikv/pd/client/http/interface.go:1021 (escaper: comma-joined decimal store IDs are safe in a query value.)
		uri = fmt.Sprintf("%s?scope=%s", uri, strings.Join(strs, ",")) // lookalike
	}
	return uri
}

// CreateAffinityGroupsURI picks the create path.
func CreateAffinityGroupsURI(skipExistCheck bool) string {
	uri := affinityGroups
	if skipExistCheck {
		// Source: github.com/tikv/pd/client/http/interface.go:1201 (syntax: a constant path with a constant query is a valid relative reference.)
		uri = affinityGroups + "?skip_exist_check=true" // lookalike
	}
	return uri
}

// GetAffinityGroupsURI builds a query of group IDs.
func GetAffinityGroupsURI(groupIDs []string) string {
	var query strings.Builder
	for i, id := range groupIDs {
		if i > 0 {
			query.WriteByte('&')
		}
		query.WriteString("ids=")
		// Source: github.com/tikv/pd/client/http/interface.go:1242 (escaper: url.QueryEscape on a query value is the right escaper.)
		query.WriteString(url.QueryEscape(id)) // lookalike
	}
	// Source: github.com/tikv/pd/client/http/interface.go:1247 (escaper: the query text was assembled from ids= pairs whose values went through url.QueryEscape, so it is already encoded.)
	return fmt.Sprintf("%s?%s", affinityGroups, query.String()) // lookalike
}

// DeleteAffinityGroupURI builds the delete path.
func DeleteAffinityGroupURI(groupID string, force bool) string {
	uri := fmt.Sprintf(affinityGroupByIDPath, groupID)
	if force {
		// Source: github.com/tikv/pd/client/http/interface.go:1297 (syntax: appending a constant query to a path is valid.)
		uri = fmt.Sprintf("%s?force=true", uri) // lookalike
	}
	return uri
}

// Source: github.com/tikv/pd/client/http/interface.go:1316 (syntax: a valueless "delete" query parameter is valid.)
func BatchDeleteAffinityGroupsURI() string {
	return affinityGroups + "?delete" // lookalike
}

type requestInfo struct {
	uri string
}

// Source: github.com/tikv/pd/client/http/request_info.go:168 (baseslash: the server URL has no path and the API uri starts with "/", so plain concatenation drops nothing.)
func (ri *requestInfo) getURL(addr string) string {
	return fmt.Sprintf("%s%s", addr, ri.uri) // lookalike
}
